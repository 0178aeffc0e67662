import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../tabs';
import { renderUi } from './render-with-theme';

function Harness() {
  const [value, setValue] = useState('topic');
  return (
    <Tabs
      label="Source"
      value={value}
      onChange={setValue}
      items={[
        { value: 'upload', label: 'Upload File', content: <p>upload panel</p> },
        { value: 'topic', label: 'Enter Topic', content: <p>topic panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected tab and its panel, and switches on click', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tab', { name: 'Enter Topic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('topic panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Upload File' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('upload panel');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Upload File');
  });

  it('moves with the arrow keys and keeps one tab in the tab order', async () => {
    renderUi(<Harness />);
    const topic = screen.getByRole('tab', { name: 'Enter Topic' });
    topic.focus();
    await userEvent.keyboard('{ArrowRight}');
    const upload = screen.getByRole('tab', { name: 'Upload File' });
    expect(upload).toHaveFocus();
    expect(upload).toHaveAttribute('aria-selected', 'true');
    expect(upload).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Enter Topic' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Enter Topic' })).toHaveFocus();
  });
});
