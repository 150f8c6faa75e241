import { ConfigError } from './configError';
import { siteAndMailSettings } from './siteSettings';

describe('seller, support and mail settings', () => {
  it('defaults to the product’s name, no address, no links and e-mail off', () => {
    expect(siteAndMailSettings({})).toEqual({
      site: { sellerName: 'Conviction', sellerAddress: undefined, supportEmail: undefined, social: { x: undefined, youtube: undefined } },
      mail: { smtpUrl: undefined, from: 'no-reply@localhost' },
    });
  });

  it('reads every variable, with the support address as the default sender', () => {
    const settings = siteAndMailSettings({
      SELLER_NAME: 'Conviction Research LLP',
      SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
      SUPPORT_EMAIL: 'help@conviction.example',
      SOCIAL_X_URL: 'https://x.com/conviction',
      SOCIAL_YOUTUBE_URL: '',
      SMTP_URL: 'smtp://user:secret@127.0.0.1:2525',
    });
    expect(settings.site).toEqual({
      sellerName: 'Conviction Research LLP',
      sellerAddress: '12 MG Road, Bengaluru 560001',
      supportEmail: 'help@conviction.example',
      social: { x: 'https://x.com/conviction', youtube: undefined },
    });
    expect(settings.mail).toEqual({ smtpUrl: 'smtp://user:secret@127.0.0.1:2525', from: 'help@conviction.example' });
  });

  it('refuses a bad e-mail address, a non-https social link and a non-SMTP URL without repeating it', () => {
    expect(() => siteAndMailSettings({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
    expect(() => siteAndMailSettings({ SOCIAL_X_URL: 'http://x.com/conviction' })).toThrow(/SOCIAL_X_URL: must be an https:\/\/ URL/);
    let error: unknown;
    try {
      siteAndMailSettings({ SMTP_URL: 'http://user:hunter2@mail.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String(error)).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(String(error)).not.toContain('hunter2');
  });
});
