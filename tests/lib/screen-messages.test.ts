import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/catalog';
import { readSources, type SourceFile } from './message-usage';
import { screenGaps } from './screen-messages';

type Tree = Parameters<typeof screenGaps>[1];

describe('the messages each screen ships to the browser', () => {
  it('cover what its browser code asks for (add the namespace to its ScreenMessages or the layout above)', () => {
    expect(screenGaps(readSources(), loadMessages('en-GB') as Tree)).toEqual([]);
  });
});

describe('the screen reader', () => {
  const catalogue: Tree = { shop: { title: 'T' }, cart: { empty: 'E' }, validation: { required: 'R' } };
  const file = (name: string, text: string): SourceFile => ({ file: name, text });
  const layout = file(
    'app/shop/layout.tsx',
    `export default ({ children }) => <ClientMessages namespaces={['shop']}>{children}</ClientMessages>;`,
  );

  it('follows static and lazy imports into browser code, and resolves the alias', () => {
    const sources = [
      layout,
      file('app/shop/page.tsx', `import { List } from '@/components/list';\nexport default () => <List />;`),
      file(
        'components/list.tsx',
        `'use client';\nconst Cart = lazy(() => import('./cart'));\nconst t = useTranslations('shop');`,
      ),
      file(
        'components/cart.tsx',
        `const t = useTranslations('cart'); z.string({ message: 'validation.required' });`,
      ),
    ];
    expect(screenGaps(sources, catalogue)).toEqual([
      { file: 'app/shop/page.tsx', missing: ['cart', 'validation.required'] },
    ]);
  });

  it('asks nothing of server components, and counts what a screen adds to its layout', () => {
    const sources = [
      layout,
      file(
        'app/shop/cart/page.tsx',
        `import { Cart } from '../../../components/cart';\nconst t = useTranslations('cart');\n` +
          `export default () => <ScreenMessages namespaces={['cart']}><Cart /></ScreenMessages>;`,
      ),
      file('components/cart.tsx', `'use client';\nconst t = useTranslations('cart'); t('shop.title');`),
    ];
    expect(screenGaps(sources, catalogue)).toEqual([]);
  });
});
