import { useTranslations } from 'next-intl';
import { box } from './storyDemo.css';

/** Stories only: a numbered box ("Élément 3") from the story messages. */
export function DemoBox({ index, kind = 'layoutItem' }: { index: number; kind?: 'layoutItem' | 'layoutTier' }) {
  const t = useTranslations('StorybookFeedback');
  return <div className={box}>{t(kind, { index })}</div>;
}
