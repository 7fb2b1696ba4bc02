import { describe, expect, it } from 'vitest';
import { webPath } from '../src/web-paths';

describe('webPath', () => {
  it('fills the named segments of a page path', () => {
    expect(webPath('showcaseEdit', { id: 7 })).toBe('/account/profile/showcases/7');
    expect(webPath('showcaseAction', { id: 7, aid: 12 })).toBe('/account/profile/showcases/7/edit_actions/12');
    expect(webPath('bonuses')).toBe('/account/profile/bonuses');
    expect(webPath('staticPage', { alias: 'about' })).toBe('/pages/about');
  });

  it('encodes values and refuses a missing one', () => {
    expect(webPath('sharedWishlist', { token: 'a b/c' })).toBe('/wishlist/shared/a%20b%2Fc');
    expect(() => webPath('orderSuccessId')).toThrow('missing :id');
  });
});
