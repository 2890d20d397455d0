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
    if (typeof row.orderCode === 'string' && typeof row.version === 'number') {
      this.versions.set(row.orderCode, row.version);
    }
    for (const value of Object.values(row)) this.keep(value);
  }

  /** A node save's variables with the kept version of its order, unless they name one. */
  fill(operationName: string, variables: Vars): Vars {
    const code = variables.orderCode;
    if (!/^Save/.test(operationName) || typeof code !== 'string') return variables;
    if ('expectedVersion' in variables || !('input' in variables)) return variables;
    return { ...variables, expectedVersion: this.versions.get(code) ?? 0 };
  }
}
