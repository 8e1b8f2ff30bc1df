// The create and edit screens every resource wraps its form in: only the fields
// the API accepts are sent (`writable`, usually `writableOf(<its write schema>)`,
// or a `transform` of its own), and an edit is pessimistic with the shared save
// error handling (a stale version keeps the form and says so; field errors show
// under the inputs).
import type { ReactNode } from 'react';
import { Create, Edit, type CreateProps, type EditProps } from 'react-admin';
import { useSaveErrorHandler } from './useSaveErrorHandler';
import { pickFields } from './validators';

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;
type Sent = { writable: readonly string[]; transform?: never } | { transform: Transform; writable?: never };

export type ResourceEditProps = Omit<EditProps, 'mutationMode' | 'mutationOptions' | 'transform'> & Sent & { children: ReactNode };

/** A pessimistic <Edit> sending only `writable` (or `transform`'s answer), with the shared save error handling. */
export const ResourceEdit = ({ writable, transform, children, ...props }: ResourceEditProps) => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} transform={transform ?? pickFields(writable!)} {...props}>
      {children}
    </Edit>
  );
};

export type ResourceCreateProps = Omit<CreateProps, 'mutationOptions' | 'transform'> & Sent & {
  children: ReactNode;
  /** handle save errors as an edit does (a field error shows under its input, without a toast) */
  saveErrors?: boolean;
};

/** A <Create> sending only `writable` (or `transform`'s answer). */
export const ResourceCreate = ({ writable, transform, saveErrors = false, children, ...props }: ResourceCreateProps) => {
  const onError = useSaveErrorHandler();
  return (
    <Create mutationOptions={saveErrors ? { onError } : undefined} transform={transform ?? pickFields(writable!)} {...props}>
      {children}
    </Create>
  );
};
