import { Field, Input, Label } from './form-controls';
import { FieldHint } from './field-hint';
import { rangeHint } from '../forms/whole-number';

export interface RangeNumberFieldProps {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
}

/** A whole-number field that keeps what was typed and says the allowed range, or what to fix, beside it. */
export function RangeNumberField({ id, label, value, min, max, onChange }: RangeNumberFieldProps) {
  const hint = rangeHint(value, min, max);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={!hint.ok}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldHint id={`${id}-hint`} $error={!hint.ok} role={hint.ok ? undefined : 'alert'}>
        {hint.message}
      </FieldHint>
    </Field>
  );
}
