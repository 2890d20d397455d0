import { useState } from 'react';
import type { ReactNode } from 'react';
import { conflictOf } from '../app/graphqlErrors.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { TypedValues } from './TypedValues.tsx';

type Values = Readonly<Record<string, unknown>>;

interface Conflict {
  message: string;
  typed: Values;
  read: Values;
  /** Whether the record has been read again since the save was refused. */
  reloaded: boolean;
}

export interface FormConflict {
  /** The notice to draw above the form's fields, or null when no save was refused. */
  notice: ReactNode;
  /**
   * Takes a failed save: a CONFLICT is kept (its message, what was typed, what the form was filled
   * with) and its message answered; any other error answers null.
   */
  refused: (error: unknown, typed: Values, read: Values) => string | null;
  /** A save went through: the notice goes. */
  clear: () => void;
}

/**
 * A form's answer to a save refused because the record changed since it was read (CONFLICT): the
 * notice with who and when, 重新加载 (onReload), and after the reload the fields this user had
 * changed, listed to enter again. One hook for every form that saves a versioned record.
 */
export function useFormConflict(
  fields: readonly { name: string; label: string }[],
  onReload: (() => Promise<unknown>) | undefined,
): FormConflict {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
      setConflict((c) => (c ? { ...c, reloaded: true } : c));
    } finally {
      setReloading(false);
    }
  };
  const notice = conflict ? (
    <ConflictNotice
      message={conflict.message}
      onReload={() => void reload()}
      reloading={reloading}
      unsaved={
        conflict.reloaded ? (
          <TypedValues fields={fields} typed={conflict.typed} read={conflict.read} />
        ) : undefined
      }
      onDismiss={conflict.reloaded ? () => setConflict(null) : undefined}
    />
  ) : null;
  return {
    notice,
    refused: (error, typed, read) => {
      const message = conflictOf(error);
      if (message !== null) setConflict({ message, typed, read, reloaded: false });
      return message;
    },
    clear: () => setConflict(null),
  };
}
