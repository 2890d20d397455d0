export interface NodeProgress {
  code: string;
  name: string;
  index: number;
  done: boolean;
  current: boolean;
  /** The operator (操作人员) assigned to this node of the order, if any. */
  operatorName?: string | null;
}

/**
 * The node progress bar: done nodes ticked (the current one too), the order's step highlighted,
 * nodes with a late milestone in red, and under a node its assigned operator.
 */
export function OrderProgress({
  nodes,
  late,
}: {
  nodes: readonly NodeProgress[];
  late?: ReadonlyMap<string, { short: string; detail: string }>;
}) {
  if (nodes.length === 0) return null;
  // Plain elements styled by the theme (`.order-progress`): the bar is the first thing an order
  // page draws, and as styled components its thirty parts each computed and hashed their styles.
  return (
    <ol aria-label="节点进度" className="order-progress">
      {nodes.map((node, i) => {
        const overdue = late?.get(node.code);
        const tone = overdue ? 'late' : node.current ? 'current' : node.done ? 'done' : 'open';
        return (
          <li
            key={node.code}
            aria-current={node.current ? 'step' : undefined}
            data-state={node.done ? 'done' : 'open'}
            data-late={overdue ? 'true' : undefined}
            data-tone={tone}
            title={overdue?.detail}
          >
            <span data-part="mark">{node.done ? '✓' : i + 1}</span>
            <span data-part="name">{node.name}</span>
            {node.operatorName ? (
              <span data-part="operator" title={`${node.name}操作人员`}>
                {node.operatorName}
              </span>
            ) : null}
            {overdue ? <span data-part="late">{overdue.short}</span> : null}
            {i < nodes.length - 1 ? <span data-part="line" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
