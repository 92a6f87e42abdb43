import { describe, expect, it } from 'vitest';
import { contactLinks } from '../../../src/shared/session';

describe('contactLinks', () => {
  it('links every channel that is set, in the order mailto, Telegram, Skype, Teams', () => {
    expect(
      contactLinks({
        email: 'a@b.example',
        telegram: '@alice_x',
        skype: 'live:alice',
        teams: 'a@b.example',
      }),
    ).toEqual([
      { channel: 'email', href: 'mailto:a@b.example', label: 'a@b.example' },
      { channel: 'telegram', href: 'https://t.me/alice_x', label: 'Telegram' },
      { channel: 'skype', href: 'skype:live:alice?chat', label: 'Skype' },
      {
        channel: 'teams',
        href: 'https://teams.microsoft.com/l/chat/0/0?users=a%40b.example',
        label: 'Microsoft Teams',
      },
    ]);
  });

  it('leaves out the channels that are missing', () => {
    expect(
      contactLinks({ email: null, telegram: 'bob', skype: null }).map((l) => l.channel),
    ).toEqual(['telegram']);
    expect(contactLinks({})).toEqual([]);
  });
});
