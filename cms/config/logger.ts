import { formats, winston } from '@strapi/logger';

// Strapi's default console logging, with the level from LOG_LEVEL (http: one line per request).
export default {
  level: process.env.LOG_LEVEL ?? 'http',
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
