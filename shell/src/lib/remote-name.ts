// The remotes the shell mounts, by the names /remotes.json uses: the route table owns paths by these
// names, the registry maps them to manifests, the error page labels them.
export type RemoteName = 'auth' | 'results' | 'care' | 'shop' | 'provider';
