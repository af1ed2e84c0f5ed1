// What a host passes when it mounts a remote's `./app` or a parcel (DESIGN §3 Remote contract):
// placement only. Session, API client and navigation come from @flora/shared itself.
export interface RemoteMountProps {
  /** The prefix the remote lays its routes under, e.g. "/care". */
  basePath: string;
  /** The remote's name, e.g. "care". */
  name: string;
}
