import { faultMarker, InjectedFaultError, throwIfFaultInjected } from './faults';

describe('throwIfFaultInjected', () => {
  const saved = process.env.OZ_FAULT_INJECTION;
  afterEach(() => {
    if (saved === undefined) delete process.env.OZ_FAULT_INJECTION;
    else process.env.OZ_FAULT_INJECTION = saved;
  });

  it('is off unless OZ_FAULT_INJECTION is 1, whatever the content says', () => {
    delete process.env.OZ_FAULT_INJECTION;
    expect(() => throwIfFaultInjected('top-store-list', [`${faultMarker('top-store-list')} 東京`])).not.toThrow();
    process.env.OZ_FAULT_INJECTION = 'true';
    expect(() => throwIfFaultInjected('top-store-list', [`${faultMarker('top-store-list')} 東京`])).not.toThrow();
  });

  it('when on, fails a read whose content carries the marker of its own point only', () => {
    process.env.OZ_FAULT_INJECTION = '1';
    expect(() => throwIfFaultInjected('top-store-list', ['東京', null, undefined])).not.toThrow();
    expect(() => throwIfFaultInjected('top-store-list', [`新宿店 ${faultMarker('store-page')}`])).not.toThrow();
    expect(() => throwIfFaultInjected('top-store-list', ['東京', `${faultMarker('top-store-list')} 大阪`])).toThrow(InjectedFaultError);
    expect(() => throwIfFaultInjected('store-page', [`${faultMarker('store-page')} 新宿店`])).toThrow(/store-page/);
  });
});
