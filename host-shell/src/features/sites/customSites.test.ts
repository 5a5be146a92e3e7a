import {
  addCustomSite,
  canAddSite,
  displaySiteTitle,
  emptyDraft,
  isSiteAddress,
  readCustomSites,
  removeCustomSite,
  writeCustomSites,
} from './customSites';

describe('custom sites', () => {
  beforeEach(() => localStorage.clear());

  it('needs both a title and an address', () => {
    expect(canAddSite({ title: '', to: '' })).toBe(false);
    expect(canAddSite({ title: '시트', to: '  ' })).toBe(false);
    expect(canAddSite({ title: ' ', to: 'example.com' })).toBe(false);
    expect(canAddSite({ title: '시트', to: 'example.com' })).toBe(true);
  });

  it('takes an http(s) address with a domain (https by default), nothing else', () => {
    for (const good of ['naver.com', 'https://www.naver.com/path?q=1', 'http://localhost:8080', 'docs.example.com/sheet']) {
      expect(isSiteAddress(good)).toBe(true);
    }
    for (const bad of ['매출 시트', 'sheet', 'javascript:alert(1)', 'ftp://files.example.com', 'https://', 'exa mple.com', '   ']) {
      expect(isSiteAddress(bad)).toBe(false);
    }
    expect(addCustomSite([], { title: '시트', to: 'javascript:alert(1)', icon: 'mdi-web' })).toEqual([]);
  });

  it('cuts titles at 30 characters with an ellipsis', () => {
    expect(displaySiteTitle('가'.repeat(30))).toBe('가'.repeat(30));
    expect(displaySiteTitle('가'.repeat(31))).toBe(`${'가'.repeat(30)}…`);
  });

  it('adds (https by default), removes, and persists in localStorage under customSites', () => {
    const sites = addCustomSite([], { title: '매출', to: 'sheets.example.com', icon: 'mdi-star' });
    expect(sites).toEqual([{ title: '매출', to: 'https://sheets.example.com', icon: 'mdi-star' }]);
    writeCustomSites(sites);
    expect(readCustomSites()).toEqual(sites);
    expect(JSON.parse(localStorage.getItem('customSites') ?? '[]')).toHaveLength(1);
    expect(removeCustomSite(sites, 0)).toEqual([]);
  });

  it('resets the draft with the web icon', () => {
    expect(emptyDraft()).toEqual({ title: '', to: '', icon: 'mdi-web' });
  });
});
