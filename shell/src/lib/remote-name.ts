// A remote's name as /remotes.json declares it (e.g. "care"): the registry, not the shell's code,
// says which remotes exist, so any registered name is a remote name.
export type RemoteName = string;
