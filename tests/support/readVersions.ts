// A client keeps the version of each order it was answered, and a node save sends it back, as the
// order page does (the version of the order the form was filled from).

type Vars = Record<string, unknown>;

export class OrderVersions {
  private readonly versions = new Map<string, number>();

  /** Keeps the version of every order in an answer. */
  keep(data: unknown): void {
    if (Array.isArray(data)) {
      for (const item of data) this.keep(item);
      return;
    }
    if (typeof data !== 'object' || data === null) return;
    const row = data as Record<string, unknown>;
    // A sub-list row (a transport line: sortId, orderCode) carries its own version, not the order's.
    const line = 'sortId' in row;
    if (!line && typeof row.orderCode === 'string' && typeof row.version === 'number') {
      this.versions.set(row.orderCode, row.version);
    }
    for (const value of Object.values(row)) this.keep(value);
  }

  /**
   * The variables of a change of one order with the kept version of the order, unless they name
   * one: a node save with fields, a status, back, 应收/应付 status or delete.
   */
  fill(operationName: string, variables: Vars): Vars {
    const code = variables.orderCode;
    if (typeof code !== 'string' || 'expectedVersion' in variables) return variables;
    const save = /^Save/.test(operationName) && 'input' in variables;
    const action = /^(Set\w+(OperationStatus|ArApStatus)|Step\w+Back|Delete\w+Order)$/.test(
      operationName,
    );
    if (!save && !action) return variables;
    return { ...variables, expectedVersion: this.versions.get(code) ?? 0 };
  }
}
