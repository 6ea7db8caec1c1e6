import { serviceLinks } from './use-customer-service-links';

describe('serviceLinks', () => {
  it('keeps one link per known title, in the given order', () => {
    expect(
      serviceLinks([
        { title: 'whatsapp', path: 'https://wa.example/639' },
        { title: 'CS', path: '/m/help' },
        { title: 'CS', path: 'https://cs.example/second' },
        { title: 'telegram', path: 'https://t.example/x' },
      ]),
    ).toEqual([
      { title: 'whatsapp', target: { kind: 'external', url: 'https://wa.example/639' } },
      { title: 'CS', target: { kind: 'internal', path: '/m/help' } },
    ]);
  });

  it('drops links the site may not open', () => {
    expect(
      serviceLinks([
        { title: 'CS', path: 'javascript:alert(1)' },
        { title: 'whatsapp', path: '//evil.example' },
      ]),
    ).toEqual([]);
  });
});
