import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import {
  detectLanguage,
  dominantScript,
  primarySubtag,
  scoreLanguages,
} from '../../../lib/engine/model/language.js';
import { snippetModel, staticHttp } from './corpus-models.js';

/** A few sentences of ordinary page copy per language. */
const COPY: Record<string, string> = {
  en: 'We build the tools that your team needs to plan, track and ship the work. Sign up today and see how it helps you and your customers, with all the features you need.',
  de: 'Wir bauen die Werkzeuge, die Ihr Team für die Planung braucht. Melden Sie sich noch heute an und sehen Sie, wie es Ihnen und Ihren Kunden hilft, mit allen Funktionen, die Sie brauchen.',
  fr: 'Nous créons les outils dont votre équipe a besoin pour planifier le travail. Inscrivez-vous dès aujourd’hui et voyez comment cela vous aide, vous et vos clients, avec toutes les fonctions.',
  es: 'Creamos las herramientas que su equipo necesita para planificar el trabajo. Regístrese hoy y vea cómo le ayuda a usted y a sus clientes, con todas las funciones que necesita para su negocio.',
  it: 'Creiamo gli strumenti di cui il tuo team ha bisogno per pianificare il lavoro. Iscriviti oggi e scopri come aiuta te e i tuoi clienti, con tutte le funzioni che sono necessarie per la tua azienda e per il tuo lavoro.',
  nl: 'Wij bouwen de tools die uw team nodig heeft om het werk te plannen. Meld u vandaag aan en zie hoe het u en uw klanten helpt, met alle functies die u nodig hebt voor uw bedrijf en voor het werk.',
  pl: 'Tworzymy narzędzia, których potrzebuje Twój zespół, aby planować pracę. Zarejestruj się już dziś i zobacz, jak to pomaga Tobie i Twoim klientom, ze wszystkimi funkcjami, które są potrzebne dla Twojej firmy, oraz tym, czego jeszcze nie wiesz.',
  sv: 'Vi bygger verktygen som ditt team behöver för att planera arbetet. Registrera dig i dag och se hur det hjälper dig och dina kunder, med alla funktioner som ni behöver för ert företag, och mer än så.',
  pt: 'Criamos as ferramentas de que a sua equipe precisa para planejar o trabalho. Cadastre-se hoje e veja como isso ajuda você e os seus clientes, com todas as funções que são necessárias para o seu negócio.',
};

describe('detectLanguage', () => {
  it.each(Object.entries(COPY))('recognises %s copy from its stop words', (code, text) => {
    const facts = detectLanguage({ text, htmlLang: null });
    expect(facts).toEqual({ code, source: 'content', declared: null });
  });

  it('reads Norwegian declared as Bokmål or Nynorsk as Norwegian, the code the checks name', () => {
    const text =
      'Vi lager verktøyene som teamet ditt trenger for å planlegge arbeidet. Registrer deg i dag og se hvordan det hjelper deg og kundene dine, med alle funksjonene du trenger for bedriften, og mer enn det.';
    expect(detectLanguage({ text, htmlLang: 'nb-NO' }).code).toBe('no');
    expect(primarySubtag('nn')).toBe('no');
    expect(primarySubtag('da-DK')).toBe('da');
  });

  it('lets clear content win over a template that declares lang="en"', () => {
    const facts = detectLanguage({ text: COPY.de, htmlLang: 'en' });
    expect(facts).toEqual({ code: 'de', source: 'content', declared: 'en' });
  });

  it('falls back to the declared language when the text is too short to decide', () => {
    expect(detectLanguage({ text: 'Acme Pro 3000', htmlLang: 'fr-CA' })).toEqual({
      code: 'fr',
      source: 'html-lang',
      declared: 'fr-CA',
    });
    expect(detectLanguage({ text: 'Acme Pro 3000', htmlLang: null, contentLanguage: 'nl, en' })).toEqual({
      code: 'nl',
      source: 'html-lang',
      declared: 'nl, en',
    });
  });

  it('says null when neither the text nor a declaration decides', () => {
    expect(detectLanguage({ text: 'Acme Pro 3000', htmlLang: null })).toEqual({
      code: null,
      source: 'none',
      declared: null,
    });
    // a declaration that is not an ISO 639-1 code does not decide either
    expect(detectLanguage({ text: 'Acme', htmlLang: 'x-klingon' }).code).toBeNull();
  });

  it('keeps the declaration of a language the stop words do not list: its short words are not Portuguese', () => {
    const hu =
      'A Jófogás a legnagyobb apróhirdetési oldal. Itt megtalálod a használt autókat, a lakásokat és a munkát is, egy helyen. Adj fel hirdetést ingyen a weboldalon, és add el a dolgokat, amire nincs szükséged, a szomszédodnak vagy a barátodnak, a városban vagy a faluban, a hétvégén is.';
    expect(scoreLanguages(hu)[0].code).toBe('pt');
    expect(detectLanguage({ text: hu, htmlLang: 'hu' })).toEqual({
      code: 'hu',
      source: 'html-lang',
      declared: 'hu',
    });
    // a language the stop words list is still read from the text over a template's declaration
    expect(detectLanguage({ text: COPY.de, htmlLang: 'en' }).code).toBe('de');
  });

  it('names the script of a page it cannot read, so the word lists abstain there', () => {
    const ru =
      'Натяжные потолки в Уфе под ключ. Установка за один день, гарантия пятнадцать лет. Вы можете позвонить нам или оставить заявку на бесплатный замер.';
    expect(detectLanguage({ text: ru, htmlLang: null })).toEqual({
      code: null,
      source: 'none',
      declared: null,
      script: 'Cyrillic',
    });
    expect(
      dominantScript(
        '東京の中心にあるホテルです。駅から徒歩五分、全室禁煙、朝食付きのプランもご用意しております。'.repeat(
          2,
        ),
      ),
    ).toMatch(/^(Han|Hiragana|Katakana)$/);
    // declared, the language is known and no script is named
    expect(detectLanguage({ text: ru, htmlLang: 'ru' })).toEqual({
      code: 'ru',
      source: 'html-lang',
      declared: 'ru',
    });
    // Latin letters, or too few letters to tell: no script
    expect(dominantScript(COPY.en)).toBeNull();
    expect(dominantScript('Акме 3000')).toBeNull();
  });

  it('keeps the main language of a page with a line in another language', () => {
    const text = `A la cama no te irás, sin saber una cosa más. ${COPY.en} ${COPY.en}`;
    expect(detectLanguage({ text, htmlLang: null }).code).toBe('en');
  });

  it('scores shared words for every language that uses them', () => {
    const [best] = scoreLanguages('de de de');
    // "de" is Dutch, Spanish, Portuguese and more: no language gets a whole point from it
    expect(best.score).toBeLessThan(3);
  });

  it('reads the primary subtag of a language tag', () => {
    expect(primarySubtag('en-GB')).toBe('en');
    expect(primarySubtag('pt_BR')).toBe('pt');
    expect(primarySubtag('')).toBeNull();
    expect(primarySubtag(null)).toBeNull();
  });
});

describe('the model language', () => {
  it('is read from the page text and keeps the declared lang beside it', () => {
    const model = snippetModel(`<h1>Willkommen</h1><p>${COPY.de}</p>`);
    expect(model.lang).toBe('en');
    expect(model.language).toEqual({ code: 'de', source: 'content', declared: 'en' });
  });

  it('falls back to a meta Content-Language when there is no lang attribute and little text', () => {
    const html =
      '<!doctype html><html><head><meta http-equiv="content-language" content="it"></head><body><h1>Acme</h1></body></html>';
    const url = 'https://acme.example/';
    const model = buildPageModel({ url, finalUrl: url, html, http: staticHttp(html.length) });
    expect(model.lang).toBeNull();
    expect(model.language).toEqual({ code: 'it', source: 'html-lang', declared: 'it' });
  });

  it('reads a CMS\'s meta name="Content-language" as the declaration, so Czech is not taken for Portuguese', () => {
    // Czech shares short words with Portuguese ("a", "na", "do", "se"): without its declaration the
    // stop words read it as Portuguese, with it the audit knows it has no word list for the page
    const czech =
      'Antikvariát nabízí knihy a časopisy, které se dají koupit na dobírku do celé republiky. Knihy jsou v dobrém stavu a na skladě.';
    const html = `<!doctype html><html><head><meta name="Content-language" content="cs"></head><body><h1>Knihy</h1><p>${czech}</p><p>${czech}</p></body></html>`;
    const url = 'https://antikvariat.example/';
    const model = buildPageModel({ url, finalUrl: url, html, http: staticHttp(html.length) });
    expect(model.language.code).toBe('cs');
    const undeclared = html.replace('<meta name="Content-language" content="cs">', '');
    const guessed = buildPageModel({
      url,
      finalUrl: url,
      html: undeclared,
      http: staticHttp(undeclared.length),
    });
    expect(guessed.language.code).not.toBe('cs');
  });

  it('takes a country written for a language ("uk" for Britain, "gb", "us") on a clearly English page for no declaration', () => {
    const english = `<h1>Welcome</h1><p>${COPY.en}</p>`;
    for (const code of ['uk', 'gb', 'us']) {
      const html = `<!doctype html><html><head><meta name="Content-Language" content="${code}"></head><body>${english}</body></html>`;
      const url = 'https://acme.example/';
      const model = buildPageModel({ url, finalUrl: url, html, http: staticHttp(html.length) });
      expect(model.language.code, code).toBe('en');
    }
    // a Ukrainian page that says so stays Ukrainian
    const html =
      '<!doctype html><html lang="uk"><head></head><body><h1>Вітаємо</h1><p>Ми доставляємо воду додому та в офіс щодня.</p></body></html>';
    const url = 'https://voda.example/';
    expect(buildPageModel({ url, finalUrl: url, html, http: staticHttp(html.length) }).language.code).toBe(
      'uk',
    );
  });
});
