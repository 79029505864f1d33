import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

const texts = (html: string): string[] => snippetModel(html).nav.items.map((i) => i.text);

describe('detectNav', () => {
  it('reads the menu of a <nav> landmark', () => {
    expect(
      texts(`<header><nav><ul><li><a href="/p">Product</a></li><li><a href="/pricing">Pricing</a></li>
        <li><a href="/contact">Contact</a></li></ul></nav></header><h1>Payroll for restaurants</h1>`),
    ).toEqual(['Product', 'Pricing', 'Contact']);
  });

  it('finds a menu laid out in a table row above the headline, without any landmark', () => {
    const model = snippetModel(`<table><tr><td><font><a href="/service">Customer Service</a></font></td>
      <td><font><a href="/contact">Contact Us</a></font></td><td><font><a href="/about">About Us</a></font></td></tr></table>
      <h1>Printer ink, shipped the same day</h1><p>Thousands of cartridges in stock.</p>
      <footer><a href="/privacy">Privacy</a></footer>`);
    expect(model.nav.present).toBe(true);
    expect(model.nav.items.map((i) => i.text)).toEqual(['Customer Service', 'Contact Us', 'About Us']);
  });

  it('counts cells that navigate on click as menu items', () => {
    expect(
      texts(`<div id="container-nav"><table><tr>
        <td onclick="document.location='/home.html';">Home</td>
        <td onclick="document.location='/about.htm';">About Us</td>
        <td onclick="document.location='/portfolio.htm';">Portfolio</td></tr></table></div>
        <h1>Custom web design in Dallas</h1>`),
    ).toEqual(['Home', 'About Us', 'Portfolio']);
  });

  it('does not take the buttons of a hero inside <header>, nor links in a sentence, for a menu', () => {
    const model = snippetModel(`<header><a href="/account" class="login">My Account</a>
      <h1>Learn Node</h1><a href="#packages" class="button">Start Learning Now</a>
      <a href="#packages" class="button">Buy the Course</a></header>
      <p>Also by me: <a href="https://a.example/">React For Beginners</a>, <a href="https://b.example/">ES6 for Everyone</a>
      and <a href="https://c.example/">CSS Grid</a>.</p>`);
    expect(model.nav.items.map((i) => i.text)).toEqual(['My Account']);
  });

  it('reads a paragraph of nothing but links as a menu row, and menu entries drawn as buttons as entries', () => {
    expect(
      texts(`<table><tr><td><p align="center"><font size="1"><a href="/cart.asp">VIEWCART</a> <a href="/search.asp">SEARCH</a>
        <a href="/contact.asp">CONTACT</a> <a href="/index.htm">HOME</a></font></p></td></tr></table>
        <h1>Finger cymbal bag</h1><p>Padded bag for two pairs.</p>`),
    ).toEqual(['VIEWCART', 'SEARCH', 'CONTACT', 'HOME']);
    expect(
      texts(`<div class="nav"><span>Home</span> <a href="/collection" class="button button-nav-menu-item">Collection</a>
        <a href="/club" class="button button-nav-menu-item">Wine Club</a> <a href="/gifts" class="button button-nav-menu-item">Gifts</a></div>
        <h2>What's hot today</h2><p>Wine offers.</p>`),
    ).toEqual(['Collection', 'Wine Club', 'Gifts']);
  });

  it('does not take a footer sitemap for the main menu', () => {
    expect(
      texts(`<h1>Custom web design</h1><p>We build sites.</p><footer><ul><li><a href="/">Home</a></li>
        <li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></footer>`),
    ).toEqual([]);
  });

  it('takes a header button that opens the site search for a search, but not a search button in the content', () => {
    const withButton = (where: string) =>
      snippetModel(
        where === 'header'
          ? `<header><nav><a href="/news">News</a><a href="/sports">Sports</a></nav><button class="header-search-icon global-search-button"><span>Search</span></button></header><h1>Story</h1>`
          : `<header><nav><a href="/news">News</a></nav></header><h1>Story</h1><p>Text</p><button>Search this recipe</button>`,
      ).nav.hasSearch;
    expect(withButton('header')).toBe(true);
    expect(withButton('main')).toBe(false);
  });
});
