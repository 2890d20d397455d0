// The bench's children answer `usage` over IPC: CPU time and resident memory as the process itself
// sees them, so the parent can charge each measured round to the process that did the work.

export interface Usage {
  /** User + system CPU time since start, microseconds. */
  cpuMicros: number;
  rssBytes: number;
}

export type ChildMessage =
  { type: 'ready'; url: string } | { type: 'usage'; id: number; usage: Usage };
export type ParentMessage = { type: 'usage'; id: number } | { type: 'stop' };

export function currentUsage(): Usage {
  const cpu = process.cpuUsage();
  return { cpuMicros: cpu.user + cpu.system, rssBytes: process.memoryUsage.rss() };
}

/** Answers the parent's usage questions; stops when told to or when the parent goes away. */
export function serveParent(url: string, stop: () => Promise<void>): void {
  const send = (message: ChildMessage) => process.send?.(message);
  let stopping = false;
  const end = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'usage') send({ type: 'usage', id: message.id, usage: currentUsage() });
    else end();
  });
  process.on('disconnect', end);
  send({ type: 'ready', url });
}
