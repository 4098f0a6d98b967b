import { winston, formats } from '@strapi/logger';

// Strapi's own console format; the level comes from LOG_LEVEL (http: one line per request).
export default {
  level: process.env.LOG_LEVEL ?? 'http',
  transports: [
    new winston.transports.Console({
      format: winston.format.combine(formats.levelFilter(process.env.LOG_LEVEL ?? 'http'), formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' })),
    }),
  ],
};
