import type { Locale } from '@storefront/contract/constants';
import { z } from 'zod';
import { AppError } from './app-error';
import { fieldMessage, internalText } from './field-messages';

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  'ru-RU': z.locales.ru,
  'en-US': z.locales.en,
  'ar-AR': z.locales.ar,
};

/** Parses input with a contract schema; failures become a 400 naming each field in the shopper's language. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  // A schema's own message wins; otherwise a message in words (field-messages), else zod's localised default.
  const fallback = zodLocales[locale]().localeError;
  const result = schema.safeParse(input, { error: (issue) => fieldMessage(locale, issue as z.core.$ZodIssue) ?? fallback(issue) });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= internalText(locale, issue.message) ?? issue.message;
  }
  throw new AppError('VALIDATION_FAILED', {}, fields);
}
