import type { FastifyRequest } from 'fastify';
import { fallbackLanguage, isLanguage, type Language } from './languages.ts';

/** A header longer than any real browser sends is not worth reading through. */
const maxRanges = 32;

/**
 * The interface language an Accept-Language header asks for (RFC 9110 §12.5.4): the range with the
 * highest q-value that names one of ours by its primary subtag (`pt-BR` is `pt`), the earlier range
 * on a tie; `*` and anything unreadable or unsupported give the fallback, English.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) {
    return fallbackLanguage;
  }
  let best: Language = fallbackLanguage;
  let bestQuality = 0;
  for (const range of header.split(',').slice(0, maxRanges)) {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const language = tag.split('-')[0]?.toLowerCase();
    const quality = qualityOf(parameters);
    if (isLanguage(language) && quality > bestQuality) {
      best = language;
      bestQuality = quality;
    }
  }
  return best;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) {
    return 1;
  }
  const value = Number(q.slice(q.indexOf('=') + 1).trim());
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/** The language a request's answer is written in, from its Accept-Language header. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return negotiateLanguage(request.headers['accept-language']);
}
