// What a host passes when it mounts a remote's `./app` or a parcel (DESIGN §3 Remote contract):
// placement only. Session, API client and navigation come from @flora/shared itself.
export interface RemoteMountProps {
  /** The prefix the remote lays its routes under, e.g. "/care". */
  basePath: string;
  /** The remote's name, e.g. "care". */
  name: string;
}

/** A mount's props: the placement, and the element the remote renders into. */
export type RemoteMountTarget = RemoteMountProps & { domElement: HTMLElement };

/**
 * What `./app` and a parcel (`./cart-panel`) expose: single-spa's lifecycle interface, each step
 * settling once it is done (mount: once the remote's first render is committed).
 */
export interface RemoteLifecycles {
  bootstrap(props: RemoteMountTarget): Promise<void>;
  mount(props: RemoteMountTarget): Promise<void>;
  update(props: RemoteMountTarget): Promise<void>;
  unmount(props: RemoteMountTarget): Promise<void>;
}
