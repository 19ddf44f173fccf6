/** Props of the form's custom controls: controlled value, error text and change handler. */
export interface FieldProps<T> {
  id: string;
  value: T;
  error?: React.ReactNode;
  onChange: (value: T) => void;
}
