/** The key of an order's milestones read when sent ahead of its page (app/prefetch.ts). */
export const milestonesReadKey = (orderCode: string) => `milestones:${orderCode}`;
