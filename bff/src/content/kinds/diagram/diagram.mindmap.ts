// A mind map: the text's headed sections and the key terms of each; without two of them, the key terms
// and the terms they share sentences with, the topic's listed items, or a frame of questions.
import { cap, type OfflineContext } from '../../offline/offline.context';
import { vocabularyOrder } from '../../offline/vocabulary';
import { leadingTerms, NOT_A_PART, related, type OfflineDiagram } from './diagram.parts';

export function mindmapFromText(ctx: OfflineContext): OfflineDiagram | null {
  const r = ctx.text!;
  const named = r.sections.filter((s) => s.heading && !NOT_A_PART.test(s.heading));
  if (named.length < 2) return null;
  const terms = vocabularyOrder(ctx.terms);
  const branches = named.slice(0, 8).map((s) => {
    const index = r.sections.indexOf(s);
    const children = terms
      .filter((t) => t.sections.includes(index) && t.sections.length <= 2)
      .slice(0, 4)
      .map((t) => t.term);
    return { label: s.heading!, children };
  });
  return {
    data: { root: cap(r.title), branches },
    caption: `The sections of ${cap(r.title)} and the key terms in each.`,
    questions: [],
  };
}

export function mindmapFrame(ctx: OfflineContext): OfflineDiagram {
  const t = cap(ctx.topic);
  const branches =
    leadingTerms(ctx).length >= 3
      ? ctx.terms
          .filter((k) => k.term.toLowerCase() !== t.toLowerCase())
          .slice(0, 5)
          .map((k) => ({
            label: k.term,
            children: related(ctx, k.key)
              .filter((r) => r.toLowerCase() !== t.toLowerCase())
              .slice(0, 3),
          }))
      : (ctx.topicItems.length >= 3
          ? ctx.topicItems.map(cap)
          : ['What it is', 'Key words', 'Examples', 'Why it matters', 'Questions I have']
        ).map((label) => ({ label, children: [] as string[] }));
  return { data: { root: t, branches }, caption: `A mind map of ${ctx.topic}.`, questions: [] };
}
