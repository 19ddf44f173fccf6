import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';

export interface SearchFormProps<V> {
  initial: V;
  onSearch: (values: V) => void;
  onClear: () => void;
}

/**
 * A search form started from the URL's filters: its errors show at once (a hand-edited URL may carry a
 * bad value), and a submit searches only when the values pass `errors` and `hasCriterion`; otherwise
 * `blocked` says why nothing ran.
 */
export function useSearchForm<V extends Record<string, unknown>>({
  initial,
  onSearch,
  errors,
  hasCriterion,
}: Pick<SearchFormProps<V>, 'initial' | 'onSearch'> & {
  errors: (values: V) => FormErrors;
  hasCriterion: (values: V) => boolean;
}) {
  const [blocked, setBlocked] = useState(false);
  const form = useForm<V>({ initialValues: initial, initialErrors: errors(initial), validate: errors });
  const submit = form.onSubmit((values) => {
    const ok = hasCriterion(values);
    setBlocked(!ok);
    if (ok) onSearch(values);
  });
  return { form, blocked, submit };
}
