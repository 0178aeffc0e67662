import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lessonloom/ui';
import { MermaidDiagram, minReadableWidth } from '../mermaid-diagram';
import userEvent from '@testing-library/user-event';
import { mermaidDouble } from '../../testing/mermaid-mock';
import '../../testing/setup';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

const draw = (source: string) =>
  render(
    <ThemeProvider theme={theme}>
      <MermaidDiagram source={source} caption="Water cycle" />
    </ThemeProvider>,
  );

beforeEach(() => mermaidDouble.render.mockClear());

describe('MermaidDiagram', () => {
  it('initialises mermaid once with strict security and no start-on-load', async () => {
    draw('flowchart LR\n  A --> B');
    await screen.findByText('drawn');
    draw('flowchart LR\n  B --> C');
    await waitFor(() => expect(screen.getAllByText('drawn')).toHaveLength(2));
    expect(mermaidDouble.render).toHaveBeenCalledTimes(2);
    expect(mermaidDouble.initialize).toHaveBeenCalledTimes(1);
    expect(mermaidDouble.initialize).toHaveBeenCalledWith(
      expect.objectContaining({
        startOnLoad: false,
        securityLevel: 'strict',
        htmlLabels: false,
        flowchart: { htmlLabels: false },
        maxTextSize: 50000,
      }),
    );
  });

  it('hands mermaid labels as plain text: a stored label with markup cannot open a tag or an entity', async () => {
    draw('flowchart LR\n  A["<img src=x onerror=alert(1)> &lt;b&gt;"] --> B["x <-- y"]');
    await screen.findByText('drawn');
    const source = mermaidDouble.render.mock.calls[0][1];
    expect(source).not.toMatch(/<[A-Za-z/!?]|&[#\w]+;/);
    // the same words for the reader, the arrow syntax untouched
    expect(source.replace(/\u200B/g, '')).toBe(
      'flowchart LR\n  A["<img src=x onerror=alert(1)> &lt;b&gt;"] --> B["x <-- y"]',
    );
  });

  it("shows 'Error rendering diagram: {message}' in red when drawing fails", async () => {
    mermaidDouble.render.mockRejectedValueOnce(new Error('Parse error on line 2: unexpected token'));
    draw('flowchart LR\n  A --');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error rendering diagram: Parse error on line 2: unexpected token');
    expect(error).toHaveStyle({ color: theme.colors.destructive });
    expect(document.querySelector('[aria-label="Diagram: Water cycle"]')).not.toBeVisible();
  });

  it('refuses source over 50000 characters without calling mermaid', async () => {
    const source = `flowchart LR\n${'  A --> B\n'.repeat(5001)}`;
    draw(source);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(
      `Error rendering diagram: Diagram text is ${source.length} characters; the limit is 50000.`,
    );
    expect(mermaidDouble.render).not.toHaveBeenCalled();
  });

  it('accepts source of exactly 50000 characters', async () => {
    const source = 'flowchart LR\n'.padEnd(50000, ' ');
    draw(source);
    await screen.findByText('drawn');
    expect(mermaidDouble.render).toHaveBeenCalledWith(expect.any(String), source);
  });

  it('offers the drawing full screen in a dialog with a Close button', async () => {
    const shown = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = shown;
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    draw('flowchart LR\n  A --> B');
    await screen.findByText('drawn');
    await userEvent.click(screen.getByRole('button', { name: 'Open diagram full screen' }));
    expect(shown).toHaveBeenCalled();
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('drawn');
    await userEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('minReadableWidth', () => {
  it('is the width at which the smallest label is drawn at 12 px', () => {
    const host = document.createElement('div');
    host.innerHTML =
      '<svg width="400"><text style="font-size: 8px">Vapor</text><text style="font-size: 16px">Water</text></svg>';
    expect(minReadableWidth(host.querySelector('svg')!)).toBe(600);
  });

  it('is null for a drawing without a size or labels', () => {
    const host = document.createElement('div');
    host.innerHTML = '<svg><rect /></svg>';
    expect(minReadableWidth(host.querySelector('svg')!)).toBeNull();
  });
});
