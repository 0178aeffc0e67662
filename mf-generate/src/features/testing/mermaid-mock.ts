// jsdom cannot lay out SVG, so tests replace mermaid (loaded lazily by the page) with this double:
//   jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);
export const mermaidDouble = {
  initialize: jest.fn(),
  render: jest.fn(async (id: string, source: string) => ({
    svg: `<svg id="${id}" data-source-length="${source.length}"><g><text>drawn</text></g></svg>`,
  })),
};

export const mermaidModule = { __esModule: true, default: mermaidDouble };
