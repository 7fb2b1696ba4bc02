import { DEFAULT_LOCALE, type Locale } from '@storefront/contract/constants';
import texts from './event-notes.json' with { type: 'json' };

/**
 * The notes the system writes into an order's status history, in every language. The history stores the Russian
 * text (the store's language, also what the seller's free-text notes are written in); a view for another language
 * recognises a system note by its Russian template and answers it in the request's language. A note that matches
 * no template (a seller's own words) is shown as written. The texts are data: event-notes.json.
 */
const { notes: NOTES, words: WORDS } = texts as {
  notes: ReadonlyArray<Record<Locale, string>>;
  /** Names a note's parameters carry when they are words, e.g. the delivery provider. */
  words: Readonly<Record<string, Record<Locale, string>>>;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = NOTES.map((note) => {
  const names: string[] = [];
  const source = note[DEFAULT_LOCALE].split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    names.push(name);
    return '(.+?)';
  });
  return { note, names, pattern: new RegExp(`^${source.join('')}$`) };
});

/** The system note in `locale` (its parameters kept); any other note as written. */
export function localizeEventNote(note: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || note === '') return note;
  for (const { note: texts, names, pattern } of MATCHERS) {
    const match = pattern.exec(note.trim());
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return texts[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? '';
      return WORDS[value]?.[locale] ?? value;
    });
  }
  return note;
}

/** An order (the buyer's or the seller's view) with its history's notes in `locale`. */
export function localizeEvents<T extends { events: ReadonlyArray<{ note: string }> }>(order: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return order;
  return { ...order, events: order.events.map((event) => ({ ...event, note: localizeEventNote(event.note, locale) })) };
}
