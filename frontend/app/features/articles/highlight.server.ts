import { createHighlighter, type Highlighter } from 'shiki';

// The languages an article's code blocks may name (class="language-…"); others render plain.
const LANGUAGES = ['ts', 'typescript', 'js', 'javascript', 'jsx', 'tsx', 'css', 'html', 'bash', 'sh', 'json'] as const;
// High-contrast themes: every token colour passes WCAG AA on its theme's own background.
const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

let highlighter: Promise<Highlighter> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [...LANGUAGES] });
  return highlighter;
}

const CODE_BLOCK = /<pre(?:\s[^>]*)?><code class="language-([a-z0-9+#-]+)">([\s\S]*?)<\/code><\/pre>/g;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * Colours the code blocks of an already sanitised body on the server, so no
 * highlighter ships to the browser. Shiki escapes the code it writes, so the
 * result stays as safe as the sanitised input.
 */
export async function highlightCodeBlocks(html: string): Promise<string> {
  if (!html.includes('<code class="language-')) return html;
  const shiki = await getHighlighter();
  return html.replace(CODE_BLOCK, (block, language: string, escaped: string) => {
    if (!(LANGUAGES as readonly string[]).includes(language)) return block;
    const code = escaped.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);
    return shiki.codeToHtml(code, { lang: language, themes: THEMES, defaultColor: 'light' });
  });
}
