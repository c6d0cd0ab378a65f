import { useMessage } from '../../hooks/useMessage.ts';
import type { DiffPart } from './diff.ts';

/**
 * Parts of a comparison: insertions in <ins> (underlined), deletions in <del> (struck through), each
 * preceded by a word only screen readers get, since most do not announce ins and del themselves.
 */
export function DiffText({ parts, separator = '' }: { parts: readonly DiffPart[]; separator?: string }) {
  const t = useMessage();
  return (
    <>
      {parts.map((part, index) => {
        const gap = index > 0 ? separator : '';
        if (part.kind === 'same') return <span key={index}>{gap + part.text}</span>;
        const Mark = part.kind === 'added' ? 'ins' : 'del';
        return (
          <span key={index}>
            {gap}
            <Mark className={`diff-${part.kind}`}>
              <span className="visually-hidden">
                {t(part.kind === 'added' ? 'timeline.diff.added' : 'timeline.diff.removed')}{' '}
              </span>
              {part.text}
            </Mark>
          </span>
        );
      })}
    </>
  );
}
