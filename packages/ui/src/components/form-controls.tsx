import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/theme';

const control = css`
  width: 100%;
  padding: 0.5rem 0.75rem;
  min-height: 44px;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  &:disabled {
    opacity: 0.6;
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
`;
export const Textarea = styled.textarea`
  ${control};
  min-height: 120px;
  resize: vertical;
`;
export const Select = styled.select`
  ${control}
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  margin-bottom: 0.35rem;
`;

/** A label + control pair laid out vertically. */
export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  /* Fields share a row with taller neighbours (a hint line); keep each control at its own height. */
  align-content: start;
`;

const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
  font-size: 0.95rem;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
    ${focusRing}
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox wrapped in its label, so clicking the text toggles it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...rest }, ref) {
  return (
    <CheckRow>
      <input type="checkbox" ref={ref} {...rest} />
      <span>{label}</span>
    </CheckRow>
  );
});

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** Shown under the input (a hint or an error the input's aria-describedby names). */
  children?: ReactNode;
}

/** A labelled input in its field row: one markup for every form's text, email and password fields. */
export function TextField({ id, label, children, ...rest }: TextFieldProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...rest} />
      {children}
    </Field>
  );
}

/** The email field of a sign-in form (required, typed as email, autofilled). */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField name="email" type="email" autoComplete="email" required {...props} />;
}

/** A password field; `isNew` for signup (the browser offers a new password instead of the saved one). */
export function PasswordField({ isNew, ...props }: Omit<TextFieldProps, 'type'> & { isNew?: boolean }) {
  return (
    <TextField
      name="password"
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      {...props}
    />
  );
}
