// Renders the Generated Content card open in the editor, against a fake server that keeps revisions the
// way the real one does (a save on an older revision is a 409).
import { screen } from '@testing-library/react';
import type { GeneratedDocument, GenerationDetail } from '@lessonloom/contracts';
import { quizDoc } from '@lessonloom/document/fixtures';
import {
  installFetchMock,
  jsonResponse,
  renderWithProviders,
  signedInState,
  type RecordedRequest,
} from '@lessonloom/web-core/src/testing';
import { activeUser, generateResponse } from '../../testing/fixtures';
import { EditableResult } from '../editable-result';

export interface FakeServer {
  revision: number;
  doc: GeneratedDocument;
  /** Each PUT body, parsed. */
  saves: Array<{ revision: number; document: GeneratedDocument }>;
  requests: RecordedRequest[];
  /** Answers the next PUT with this status and detail instead of saving. */
  refuseNext(status: number, detail: string): void;
  restore(): void;
}

export function detailOf(doc: GeneratedDocument, revision: number): GenerationDetail {
  return {
    ...generateResponse(doc),
    revision,
    kind: doc.kind,
    source_filename: 'notes.pdf',
    created_at: '2026-11-20T10:00:00.000Z',
    output_path_docx: '/api/generations/g1/download/docx',
    source_type: 'file',
    settings: { difficulty: 'mixed', include_answer_key: true, use_specific_prompt: false },
    offline: false,
    title: doc.title,
  };
}

export function openEditor(
  doc: GeneratedDocument = quizDoc(),
  extra: Parameters<typeof installFetchMock>[0] = {},
): FakeServer {
  localStorage.setItem('auth_token', 'tok');
  let refusal: { status: number; detail: string } | null = null;
  const server = {
    revision: 1,
    doc,
    saves: [] as FakeServer['saves'],
    refuseNext(status: number, detail: string) {
      refusal = { status, detail };
    },
  } as FakeServer;
  const net = installFetchMock({
    'PUT /api/generations/g1/document': (req) => {
      const body = JSON.parse(String(req.body)) as { revision: number; document: GeneratedDocument };
      server.saves.push(body);
      if (refusal) {
        const r = refusal;
        refusal = null;
        return jsonResponse(r.status, { detail: r.detail });
      }
      if (body.revision !== server.revision)
        return jsonResponse(409, { detail: 'This document was changed in another tab or window.' });
      server.revision++;
      server.doc = body.document;
      return jsonResponse(200, detailOf(server.doc, server.revision));
    },
    'GET /api/generations/g1': () => jsonResponse(200, detailOf(server.doc, server.revision)),
    ...extra,
  });
  server.requests = net.requests;
  server.restore = net.restore;
  renderWithProviders(<EditableResult result={generateResponse(doc)} startEditing />, {
    preloaded: signedInState(activeUser),
  });
  return server;
}

/** The editor is a lazy chunk: wait for it. */
export const editorReady = () => screen.findByRole('toolbar', { name: 'Editor' }, { timeout: 15000 });

/** The next autosave has happened (the status says Saved at this revision). */
export const savedAt = (revision: number) => screen.findByText(`Saved (revision ${revision})`, {}, { timeout: 4000 });
