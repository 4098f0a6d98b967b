// Icons of the skill row (lucide-static, ISC), bundled by Vite as files: no icon code ships to the browser.
import braces from 'lucide-static/icons/braces.svg?url';
import codeXml from 'lucide-static/icons/code-xml.svg?url';
import fileCode from 'lucide-static/icons/file-code.svg?url';
import globe from 'lucide-static/icons/globe.svg?url';
import heartPulse from 'lucide-static/icons/heart-pulse.svg?url';
import palette from 'lucide-static/icons/palette.svg?url';
import penTool from 'lucide-static/icons/pen-tool.svg?url';

export const SKILL_ICONS: Record<string, string> = {
  Health: heartPulse,
  JavaScript: fileCode,
  HTML: codeXml,
  CSS3: palette,
  JSON: braces,
  'Web developer and writer': penTool,
  default: globe,
};
