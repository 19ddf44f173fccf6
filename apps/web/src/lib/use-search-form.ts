import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';

export interface SearchFormProps<V> {
  initial: V;
  /**
   * The URL carries a search (any query parameter): the GET form sent without JavaScript, or a shared
   * link. Without a criterion in it, the form says why nothing ran, as after a submit with JavaScript.
   */
  submitted?: boolean;
  onSearch: (values: V) => void;
  onClear: () => void;
}

/**
 * A search form started from the URL's filters: its errors show at once (a hand-edited URL may carry a
 * bad value, or the form was sent without JavaScript), as does the missing criterion of a URL that
 * carries a search but no criterion (`submitted`); a submit searches only when the values pass `errors` and `hasCriterion`; otherwise
 * `blocked` says why nothing ran. `clear` empties the form itself before `onClear` (which leaves the
 * search's URL): when no search ran since the last clear the URL does not change, and the form must
 * not keep what was typed for the next search (issue 17, item 18).
 */
export function useSearchForm<V extends Record<string, unknown>>({
  initial,
  submitted = false,
  empty,
  onSearch,
  onClear,
  errors,
  hasCriterion,
}: SearchFormProps<V> & {
  /** The values of a form with no filter. */
  empty: V;
  errors: (values: V) => FormErrors;
  hasCriterion: (values: V) => boolean;
}) {
  // As a submit: fields with errors say so themselves; only valid values without a criterion are 'blocked'.
  const [blocked, setBlocked] = useState(
    () => submitted && Object.keys(errors(initial)).length === 0 && !hasCriterion(initial),
  );
  const form = useForm<V>({ initialValues: initial, initialErrors: errors(initial), validate: errors });
  const submit = form.onSubmit((values) => {
    const ok = hasCriterion(values);
    setBlocked(!ok);
    if (ok) onSearch(values);
  });
  const clear = () => {
    form.setValues(empty);
    form.clearErrors();
    setBlocked(false);
    onClear();
  };
  return { form, blocked, submit, clear };
}
