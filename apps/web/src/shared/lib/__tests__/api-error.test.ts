import { describe, expect, it } from 'vitest';
import { errorTexts } from '../api';
import { normaliseError } from '../api-error';

const texts = errorTexts();
const GENERIC = 'Неизвестная ошибка. Попробуйте ещё раз';

describe('error normaliser (spec §8)', () => {
  it('falls back to the generic text', () => {
    expect(texts.generic).toBe(GENERIC);
    expect(normaliseError(undefined, texts).message).toBe(GENERIC);
  });

  it('numeric status: the response data when it is a string', () => {
    expect(normaliseError({ status: 500, data: 'Сервис недоступен' }, texts)).toMatchObject({ status: 500, message: 'Сервис недоступен' });
  });

  it('numeric status: the message of our JSON error body, with code and fields', () => {
    const error = normaliseError(
      { status: 400, data: { message: 'Проверьте поля', code: 'VALIDATION_FAILED', fields: { name: 'Обязательно' } } },
      texts,
    );
    expect(error).toMatchObject({ status: 400, message: 'Проверьте поля', code: 'VALIDATION_FAILED', fields: { name: 'Обязательно' } });
  });

  it('numeric status: the generic text for any other body', () => {
    expect(normaliseError({ status: 502, data: { unexpected: true } }, texts)).toMatchObject({
      status: 502,
      message: GENERIC,
      data: { unexpected: true },
    });
    expect(normaliseError({ status: 404, data: '' }, texts).message).toBe(GENERIC);
  });

  it('non-numeric status: the error text', () => {
    expect(normaliseError({ status: 'CUSTOM_ERROR', error: 'Что-то сломалось', data: null }, texts).message).toBe('Что-то сломалось');
    expect(normaliseError(new Error('Ошибка клиента'), texts).message).toBe('Ошибка клиента');
    expect(normaliseError({ name: 'SerializedError', message: 'Сбой' }, texts).message).toBe('Сбой');
  });

  it('FETCH_ERROR: network failure', () => {
    const error = normaliseError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, texts);
    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: texts.network });
  });

  it('TIMEOUT_ERROR: request timed out', () => {
    expect(normaliseError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, texts)).toMatchObject({
      status: 'TIMEOUT_ERROR',
      message: texts.timeout,
    });
  });

  it('PARSING_ERROR: unreadable response, carries the original status', () => {
    const error = normaliseError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }, texts);
    expect(error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>' });
    expect(error.message).toBe('Не удалось прочитать ответ сервера (код 200)');
  });

  it('passes an already normalised error through', () => {
    const error = { status: 401, message: 'Войдите' };
    expect(normaliseError(error, texts)).toBe(error);
  });
});
