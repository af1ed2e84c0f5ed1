// @flora/shared/care — care UI that two or more remotes show: the consult banner (My Tests in
// mf-results, Care in mf-care). A singleton of its own (beside @flora/shared and its data entry),
// loaded with the pages that show it, so it never weighs on the login page.
export { ConsultBanner } from './consult-banner';
// Where each banner link leads: the consult page shows the same links as the banner.
export { bannerLinkHref } from './banner-links';
