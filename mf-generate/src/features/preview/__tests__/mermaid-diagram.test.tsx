import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lessonloom/ui';
import { MermaidDiagram } from '../mermaid-diagram';
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
    expect(mermaidDouble.initialize).toHaveBeenCalledWith(expect.objectContaining({ startOnLoad: false, securityLevel: 'strict', maxTextSize: 50000 }));
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
    expect(error).toHaveTextContent(`Error rendering diagram: Diagram text is ${source.length} characters; the limit is 50000.`);
    expect(mermaidDouble.render).not.toHaveBeenCalled();
  });

  it('accepts source of exactly 50000 characters', async () => {
    const source = 'flowchart LR\n'.padEnd(50000, ' ');
    draw(source);
    await screen.findByText('drawn');
    expect(mermaidDouble.render).toHaveBeenCalledWith(expect.any(String), source);
  });
});
