import { useState } from 'react';
import { api } from '../../app/api-client.ts';
import { useMessage } from '../../hooks/useMessage.ts';

/** Replaces a tag's synonyms as a whole: the slugs typed, separated by commas or spaces. */
export function SynonymEditor({ tagId, current, onSaved }: { tagId: string; current: string[]; onSaved(): void }) {
  const t = useMessage();
  const [text, setText] = useState(current.join(', '));
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const slugs = text.split(/[\s,]+/).filter(Boolean);
      await api.updateTagSynonyms({
        body: { tag_id: tagId, synonym_tag_list: slugs.map((slug_name) => ({ slug_name })) },
      });
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="synonym-editor" onSubmit={save}>
      <label>
        <span>{t('tags_ui.info.synonyms_field')}</span>
        <input type="text" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('tags_ui.info.save_synonyms')}
      </button>
    </form>
  );
}
