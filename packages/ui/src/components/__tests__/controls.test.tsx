import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, TextField } from '../form-controls';
import { Spinner } from '../spinner';
import { Button } from '../button';
import { renderUi } from './render-with-theme';

describe('form controls', () => {
  it('a TextField is named by its label and shows its hint after the input', () => {
    renderUi(
      <TextField id="pw" label="Password" type="password" aria-describedby="pw-hint">
        <span id="pw-hint">At least 8 characters.</span>
      </TextField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('a Checkbox is named by its label and toggles when the text is clicked', async () => {
    renderUi(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });

  it("Spinner is a status named 'Loading'", () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('Button defaults to type=button so it never submits a form by accident', () => {
    renderUi(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});
