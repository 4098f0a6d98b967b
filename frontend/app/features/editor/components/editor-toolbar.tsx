import { TOOLSETS, VIEWS, type EditorView, type Toolset } from './toolsets';

type Props = { id: string; label: string; toolset: Toolset; view: EditorView; onView: (view: EditorView) => void };

export const toolbarIdOf = (editorId: string) => `${editorId}-toolbar`;

/**
 * The editor's toolbar. Quill attaches to the `ql-*` buttons (and marks them
 * active with a class and aria-pressed), so their class names never change
 * here. The format tools rest while the source or the preview is shown; the
 * button of the view on screen is disabled.
 */
export function EditorToolbar({ id, label, toolset, view, onView }: Props) {
  return (
    <div id={toolbarIdOf(id)} className="editor-toolbar" role="toolbar" aria-label={`${label} tools`}>
      {TOOLSETS[toolset].map((group) => (
        <span key={group.map((tool) => tool.label).join()} className="ql-formats">
          {group.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={tool.text ? `ql-${tool.format} text-tool` : `ql-${tool.format}`}
              value={tool.value}
              aria-label={tool.label}
              title={tool.label}
              disabled={view !== 'rich'}
            >
              {tool.text}
            </button>
          ))}
        </span>
      ))}
      {VIEWS[toolset].length > 0 && (
        <span className="editor-views">
          {VIEWS[toolset].map((option) => (
            <button
              key={option.view}
              type="button"
              className="view-tool"
              disabled={view === option.view}
              onClick={() => onView(option.view)}
            >
              {option.text}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}
