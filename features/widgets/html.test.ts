import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/http/escapeHtml';
import { markup, trustedHtml } from './html';

describe('html template', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const title = `<script>alert("x")</script> & 'co'`;
    expect(markup`<h1 title="${title}">${title}</h1>`.value).toBe(
      '<h1 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</h1>',
    );
  });

  it('keeps markup it made, joins lists and drops empty values', () => {
    const items = ['a<b', 'c'].map((text) => markup`<li>${text}</li>`);
    expect(markup`<ul>${items}${null}${undefined}${false}${2}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li>2</ul>');
  });

  it('takes trusted markup as is', () => {
    expect(markup`<style>${trustedHtml('a>b{}')}</style>`.value).toBe('<style>a>b{}</style>');
    expect(escapeHtml('plain')).toBe('plain');
  });
});
