import { act, screen, waitFor, within } from '@testing-library/react';
import { questionBlocks } from '@lessonloom/document';
import { quizDoc } from '@lessonloom/document/fixtures';
import { jsonResponse } from '@lessonloom/web-core/src/testing';
import { fastUser } from '../../testing/setup';
import { detailOf, editorReady, openEditor, savedAt, type FakeServer } from './editor-kit';

let server: FakeServer;
afterEach(() => {
  server?.restore();
  localStorage.clear();
});

const stem = (n: number) => screen.getByRole('textbox', { name: `Question ${n} stem` });
const lastSave = () => server.saves[server.saves.length - 1];

describe('the editor in the Generated Content card', () => {
  it('is loaded on first use, then saves a typed stem a moment after typing stops', async () => {
    server = openEditor();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');
    await editorReady();
    const user = fastUser();
    await user.clear(stem(1));
    await user.type(stem(1), 'Where does photosynthesis happen?');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await savedAt(2);
    expect(server.saves).toHaveLength(1);
    expect(lastSave().revision).toBe(1);
    expect(questionBlocks(lastSave().document)[0].prompt).toBe('Where does photosynthesis happen?');
  });

  it('marks the correct option with one click and keeps the key with an edited option', async () => {
    server = openEditor();
    await editorReady();
    const q1 = questionBlocks(quizDoc())[0];
    const user = fastUser();
    await user.click(screen.getByRole('radio', { name: 'Question 1: option C is the correct answer' }));
    await savedAt(2);
    expect(questionBlocks(lastSave().document)[0].answer).toBe(q1.options![2]);
    await user.type(screen.getByRole('textbox', { name: 'Question 1 option C' }), ' (the organelle)');
    await savedAt(3);
    const saved = questionBlocks(lastSave().document)[0];
    expect(saved.options![2]).toBe(`${q1.options![2]} (the organelle)`);
    expect(saved.answer).toBe(saved.options![2]);
  });

  it('deletes, duplicates and moves questions, numbering them again', async () => {
    server = openEditor();
    await editorReady();
    const before = questionBlocks(quizDoc()).map((q) => q.prompt);
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: 'Delete Question 2' }));
    await user.click(screen.getByRole('button', { name: 'Move Question 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate Question 1' }));
    await waitFor(() => expect(server.saves.length).toBeGreaterThan(0), { timeout: 4000 });
    await savedAt(server.revision);
    const saved = questionBlocks(lastSave().document);
    expect(saved.map((q) => q.prompt)).toEqual([before[2], before[2], before[0], ...before.slice(3)]);
    expect(saved.map((q) => q.number)).toEqual(saved.map((_, i) => i + 1));
    expect(new Set(saved.map((q) => q.id)).size).toBe(saved.length);
  });

  it('undoes and redoes with Ctrl+Z and Ctrl+Shift+Z, and saves what is undone', async () => {
    server = openEditor();
    await editorReady();
    const original = (stem(1) as HTMLTextAreaElement).value;
    const user = fastUser();
    await user.type(stem(1), ' Explain.');
    expect(stem(1)).toHaveValue(`${original} Explain.`);
    await user.keyboard('{Control>}z{/Control}');
    expect(stem(1)).toHaveValue(original);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(stem(1)).toHaveValue(`${original} Explain.`);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(stem(1)).toHaveValue(original);
    // the undone text is what the server gets
    await savedAt(2);
    expect(questionBlocks(lastSave().document)[0].prompt).toBe(original);
  });

  it('says which item was refused (422) and keeps the text', async () => {
    server = openEditor();
    await editorReady();
    server.refuseNext(422, 'Question 1, the question: is empty');
    const user = fastUser();
    await user.clear(stem(1));
    expect(
      await screen.findByText('Not saved: Question 1, the question: is empty', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(stem(1)).toHaveValue('');
    await user.type(stem(1), 'A question again');
    await savedAt(2);
  });

  it('on a 409 says the document changed in another tab, keeps this tab’s text, and reloads on request', async () => {
    server = openEditor();
    await editorReady();
    // another tab saved revision 2
    server.revision = 2;
    server.doc = { ...quizDoc(), title: 'Changed in the other tab' };
    const user = fastUser();
    await user.type(stem(1), ' (mine)');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This document was changed in another tab or window');
    expect(stem(1)).toHaveValue(`${questionBlocks(quizDoc())[0].prompt} (mine)`);
    await user.click(within(alert).getByRole('button', { name: 'Reload the newest version' }));
    expect(await screen.findByDisplayValue('Changed in the other tab')).toBeInTheDocument();
    expect(stem(1)).toHaveValue(questionBlocks(quizDoc())[0].prompt);
  });

  it('can save this tab’s version on top of the other one after a 409', async () => {
    server = openEditor();
    await editorReady();
    server.revision = 3;
    const user = fastUser();
    await user.type(stem(1), ' (mine)');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    await user.click(within(alert).getByRole('button', { name: /Save this tab.s version as the newest/ }));
    await savedAt(4);
    expect(lastSave().revision).toBe(3);
    expect(questionBlocks(lastSave().document)[0].prompt).toMatch(/\(mine\)$/);
  });

  it('replaces a question with the server’s new one', async () => {
    const replaced = quizDoc();
    (questionBlocks(replaced)[1] as { prompt: string }).prompt = 'A brand-new second question';
    server = openEditor(quizDoc(), {
      'POST /api/generations/g1/questions/2/replace': (req) => {
        expect(JSON.parse(String(req.body))).toEqual({ revision: 1 });
        return jsonResponse(200, detailOf(replaced, 2));
      },
    });
    await editorReady();
    await fastUser().click(screen.getByRole('button', { name: 'Replace Question 2 with a new question' }));
    expect(await screen.findByDisplayValue('A brand-new second question')).toBeInTheDocument();
    expect(screen.getByText('Saved (revision 2)')).toBeInTheDocument();
  });

  it('asks before the tab is closed with changes the server does not have', async () => {
    server = openEditor();
    await editorReady();
    await fastUser().type(stem(1), '!');
    const event = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await savedAt(2);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('keeps typed HTML, a Mermaid directive and a formula as text in the editor and the preview', async () => {
    const typed = '<img src=x onerror=alert(1)> %%{init: {"securityLevel": "loose"}}%% =HYPERLINK("http://x")';
    server = openEditor();
    await editorReady();
    const user = fastUser();
    await user.clear(stem(1));
    await user.click(stem(1));
    await user.paste(typed);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste(typed);
    await waitFor(() => expect(server.saves[server.saves.length - 1]?.document.title).toBe(typed), { timeout: 5000 });
    expect(questionBlocks(lastSave().document)[0].prompt).toBe(typed);
    await screen.findByText(/^Saved \(revision \d+\)$/);
    await user.click(screen.getByRole('button', { name: 'Done editing' }));
    const preview = await screen.findByTestId('generated-preview');
    expect(preview).toHaveTextContent(typed, { normalizeWhitespace: false });
    expect(document.querySelector('img')).toBeNull();
  });

  it('labels every control', async () => {
    server = openEditor();
    await editorReady();
    const region = screen.getByRole('region', { name: /^Editing / });
    for (const el of region.querySelectorAll('input, textarea, select, button')) {
      const name = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent;
      expect([el.outerHTML.slice(0, 80), (name ?? '').trim().length > 0]).toEqual([el.outerHTML.slice(0, 80), true]);
    }
  });
});
