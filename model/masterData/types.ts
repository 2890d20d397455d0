// What an entity declaration says. One declaration drives the rest routes and SQL, the GraphQL
// schema and resolvers, and the web list/add/view pages.
import type { PatternName } from './patterns.ts';

/**
 * org: records belong to one organisation; group: as org, but listGroupAll shares them across
 * the organisations of the group; global: reference data shared by everyone.
 */
export type Scope = 'org' | 'group' | 'global';

export type SearchMode = 'like' | 'eq' | 'range';

interface FieldBase {
  /** The REST field name (the seeds' name) and the GraphQL field name. */
  readonly name: string;
  /** Chinese label: form labels and messages. */
  readonly label: string;
  /** Column name; defaults to the snake_case of `name`. */
  readonly column?: string;
  readonly required?: boolean;
  /** Shown as a list column. */
  readonly list?: boolean;
  /** Offered in the search form. range: `<name>Begin` and `<name>End`. */
  readonly search?: SearchMode;
  /** Matched by the picker's keyword (listAll `keyword`). */
  readonly keyword?: boolean;
  /** Unique within the record's organisation (or the table, when global). */
  readonly unique?: boolean;
  /** Set by the server; not in create/update inputs. */
  readonly readOnly?: boolean;
}

export interface StringField extends FieldBase {
  readonly kind: 'string' | 'text';
  readonly max: number;
  readonly min?: number;
  readonly pattern?: PatternName;
  readonly default?: string;
  /** A realistic value, for documentation and tests, where any text would not do. */
  readonly example?: string;
  /** A short code kept without a dictionary: the word staff see for each stored value. */
  readonly labels?: Readonly<Record<string, string>>;
}

export interface IntField extends FieldBase {
  readonly kind: 'int';
  readonly min?: number;
  readonly max?: number;
  readonly default?: number;
}

export interface DecimalField extends FieldBase {
  readonly kind: 'decimal';
  readonly precision: number;
  readonly scale: number;
  /** As decimal text. */
  readonly min?: string;
  readonly max?: string;
  /** What a value measures, in English, where the label does not say it (the schema states it). */
  readonly unit?: string;
}

/** Stored and sent over REST as whole cents; shown (GraphQL, screens) divided by 100. */
export interface CentsField extends FieldBase {
  readonly kind: 'cents';
  readonly min?: number;
  /** Which currency the amount is in (the schema states it). */
  readonly unit?: string;
}

export interface DateField extends FieldBase {
  readonly kind: 'date';
}

/** A yes/no flag; `values` are the stored [yes, no] texts (Y/N unless the seeds say 1/0). */
export interface FlagField extends FieldBase {
  readonly kind: 'flag';
  readonly values?: readonly [string, string];
  readonly default?: boolean;
}

/** The record's active/inactive status, Y/N, Y by default. */
export interface StatusField extends FieldBase {
  readonly kind: 'status';
}

/** A code of a business dictionary category; `multiple` keeps a list of codes. */
export interface DictField extends FieldBase {
  readonly kind: 'dict';
  readonly category: string;
  readonly multiple?: boolean;
  readonly default?: string;
}

/** The id of another master-data record. */
export interface RefField extends FieldBase {
  readonly kind: 'ref';
  readonly entity: string;
}

/** The id of a system user; rest answers the name beside it as `<base>Name` (salesId → salesName). */
export interface UserField extends FieldBase {
  readonly kind: 'user';
}

export type Field =
  | StringField
  | IntField
  | DecimalField
  | CentsField
  | DateField
  | FlagField
  | StatusField
  | DictField
  | RefField
  | UserField;

export type FieldKind = Field['kind'];

/** Rows kept with the record (contacts, banks…), saved with it in one transaction. */
export interface SubList {
  readonly name: string;
  readonly label: string;
  /** GraphQL type suffix: Client + Contact → ClientContact. */
  readonly typeName: string;
  /** Child table; rows reference the record and go with it. */
  readonly table: string;
  readonly fields: readonly Field[];
  /** At most this many rows. */
  readonly max?: number;
}

export type CrudAction =
  | 'pageAll'
  | 'findByPK'
  | 'insert'
  | 'update'
  | 'updateStatus'
  | 'delete'
  | 'listAll'
  | 'listGroupAll';

/** A uniqueness check call: `data` is true when the values are free. */
export interface ValidateAction {
  readonly action: string;
  /** Checked together (with the record's organisation). */
  readonly fields: readonly string[];
  /** The refusal when taken, also the 422 of a save that collides. */
  readonly message: string;
}

/** Several fields unique together (the DB has the same unique index). */
export interface UniqueGroup {
  readonly fields: readonly string[];
  readonly message: string;
}

export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** What is really the entity's own; pure functions over the REST-shaped record. */
export interface Hooks {
  /** Fills derived values before insert and update (after defaults, before validation). */
  readonly beforeSave?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** Rules across fields (a date range…); answers the first problem. */
  readonly check?: (record: Readonly<Record<string, unknown>>) => FieldIssue | undefined;
}

export interface AutoCode {
  readonly field: string;
  /** KH + a sequence per organisation: KH000001. */
  readonly prefix: string;
  readonly digits: number;
}

export interface EntityDecl {
  /** camelCase key: 'client'. */
  readonly name: string;
  /** GraphQL type: 'Client'. */
  readonly typeName: string;
  /** Plural for GraphQL list fields: 'clients'. */
  readonly pluralName: string;
  readonly label: string;
  /** English, for the schema's descriptions. */
  readonly description: string;
  readonly controller: string;
  readonly table: string;
  /** Web list route; add/view below it. */
  readonly route: string | null;
  readonly scope: Scope;
  /** Shown in pickers and for references. */
  readonly titleField: string;
  /** The record's short code answered beside a reference to it (departurePortCode); default `code`. */
  readonly codeField?: string;
  /** Pickers and chosen references show the code before the title (PVG 上海浦东). */
  readonly titleWithCode?: boolean;
  readonly autoCode?: AutoCode;
  readonly fields: readonly Field[];
  readonly subLists?: readonly SubList[];
  readonly actions: readonly CrudAction[];
  readonly validations?: readonly ValidateAction[];
  readonly uniques?: readonly UniqueGroup[];
  /** listAll without a keyword answers at most this many rows (reference lists are long). */
  readonly listLimit?: number;
  /** Default order of lists: columns, newest first when absent. */
  readonly orderBy?: readonly string[];
  /** The table has no updated_at column (tables of the foundation). */
  readonly noUpdatedAt?: boolean;
  /**
   * The records carry a version although the entity is kept outside the master-data registry (an
   * order's bills of lading, rest migration 0032): every update names the version it read.
   */
  readonly versioned?: boolean;
  /** Further calls the entity serves beyond the engine's (named for the endpoint check). */
  readonly extraActions?: readonly string[];
  readonly hooks?: Hooks;
}
