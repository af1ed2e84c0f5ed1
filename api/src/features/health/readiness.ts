// Whether this process still wants traffic. A node told to stop drains first (server.ts): it keeps
// serving while /api/ready answers 503, so the balancer's checks take it out before it stops listening.
export interface Readiness {
  draining: boolean;
}

export const newReadiness = (): Readiness => ({ draining: false });
