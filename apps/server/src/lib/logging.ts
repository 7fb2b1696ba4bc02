import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const HIDDEN = '[hidden]';

/** Query parameters that carry credentials: Telegram init data, one-time login tokens, signatures, keys. */
const SECRET_PARAM = /token|secret|hash|sign|key|pass|init|tgdata|tgwebappdata|auth/i;

/** Paths with a credential in them: the bot webhook's `/api/bot/{showcase}/{secret}`. */
const SECRET_PATHS: ReadonlyArray<[RegExp, string]> = [[/^(\/api\/bot\/[^/?#]*\/)[^/?#]+/i, `$1${HIDDEN}`]];

/** A request URL fit for the log: credential segments and the values of credential parameters hidden. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [re, replacement] of SECRET_PATHS) path = path.replace(re, replacement);
  if (queryAt === -1) return path;
  const params = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the raw name.
      }
      return SECRET_PARAM.test(decoded) && eq !== -1 ? `${name}=${HIDDEN}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

/**
 * Logger options of the app (DESIGN §5: init data, tokens and keys are never logged). Bodies are not logged
 * at all; headers only through these paths; request URLs through redactUrl.
 */
export function loggerOptions(level: string): LoggerConfig {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-telegram-bot-api-secret-token"]',
        'res.headers["set-cookie"]',
        '*.tgData',
        '*.maxData',
        '*.maxBotToken',
        '*.initData',
        '*.token',
        '*.secret',
        '*.botToken',
      ],
      censor: HIDDEN,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
