// Leaving the app for another page (the API's checkout): its own module, so a component test can
// see where the page would go (jsdom cannot follow a navigation).
export const leaveFor = (url: string): void => window.location.assign(url);
