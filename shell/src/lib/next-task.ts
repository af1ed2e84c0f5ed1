/** Resolves in a new task: the browser gets a turn (input, paint) before what follows, which so is not part of a long task. */
export const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
