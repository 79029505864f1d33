import { functionHandlers, resolveIntrinsics, resourcesOfType } from '../../infra/local/template.js';
import type { CfnTemplate } from '../../infra/synth.js';

/** The id the router gives the REST API in resolved intrinsics (its `Ref`). */
const REST_API_ID = 'restapi0000';

interface GatewayResource {
  id: string;
  parent: string | null;
  pathPart: string;
  methods: Map<string, Record<string, unknown>>;
}

/** Where API Gateway sends a request: a Lambda handler, or nothing (403 Missing Authentication Token). */
export interface GatewayTarget {
  handler: string | null;
  /** The path the Lambda sees, after any HTTP proxy hop. */
  path: string;
  /** The HTTP proxy hops taken on the way (their target paths). */
  hops: string[];
}

/**
 * API Gateway's REST routing, read from a synthesized template: the resource tree (static path
 * parts before `{param}`, `{proxy+}` last), the method of a resource (its own, else ANY), and the
 * integration behind it: a Lambda proxy names its function's handler (`cas:handler`), an HTTP proxy
 * onto this same API's stage is followed as API Gateway would call it. Tests use it to hold the
 * template's route table to lib/api/routes.ts without an AWS account.
 */
export class GatewayRouter {
  private readonly resources = new Map<string, GatewayResource>();
  private readonly root: GatewayResource;
  private readonly handlers: Map<string, string>;
  readonly stageName: string;

  constructor(template: CfnTemplate) {
    const [apis, stages] = [
      resourcesOfType(template, 'AWS::ApiGateway::RestApi'),
      resourcesOfType(template, 'AWS::ApiGateway::Stage'),
    ];
    if (apis.length !== 1 || stages.length !== 1) throw new Error('expected one REST API and one stage');
    const apiId = apis[0][0];
    this.stageName = String(stages[0][1].Properties?.StageName);
    this.handlers = functionHandlers(template);
    this.root = { id: 'root', parent: null, pathPart: '', methods: new Map() };
    for (const [id, r] of resourcesOfType(template, 'AWS::ApiGateway::Resource')) {
      const parent = r.Properties?.ParentId as { Ref?: string };
      this.resources.set(id, {
        id,
        parent: parent.Ref ?? 'root',
        pathPart: String(r.Properties?.PathPart),
        methods: new Map(),
      });
    }
    for (const [, m] of resourcesOfType(template, 'AWS::ApiGateway::Method')) {
      const ref = m.Properties?.ResourceId as { Ref?: string };
      const resource = ref.Ref ? this.resources.get(ref.Ref) : this.root;
      if (!resource) throw new Error(`a method on an unknown resource: ${JSON.stringify(ref)}`);
      const integration = resolveIntrinsics(m.Properties?.Integration, { [apiId]: REST_API_ID }) as Record<
        string,
        unknown
      >;
      resource.methods.set(String(m.Properties?.HttpMethod), integration);
    }
  }

  private children(of: GatewayResource): GatewayResource[] {
    return [...this.resources.values()].filter((r) => r.parent === of.id);
  }

  /** The resource a path reaches: a static part first, then `{param}`, then a greedy `{proxy+}`. */
  private resolve(path: string): GatewayResource | null {
    const parts = path.split('/').filter(Boolean);
    const walk = (at: GatewayResource, i: number): GatewayResource | null => {
      if (i === parts.length) return at;
      const kids = this.children(at);
      const exact = kids.find((k) => k.pathPart === parts[i]);
      const found = exact && walk(exact, i + 1);
      if (found) return found;
      const param = kids.find((k) => /^\{[^+]+\}$/.test(k.pathPart));
      const viaParam = param && walk(param, i + 1);
      if (viaParam) return viaParam;
      return kids.find((k) => k.pathPart.endsWith('+}')) ?? null;
    };
    return walk(this.root, 0);
  }

  /** Follow a request to the Lambda handler API Gateway would invoke (at most 3 proxy hops). */
  route(method: string, path: string, hops: string[] = []): GatewayTarget {
    const resource = this.resolve(path);
    const integration = resource?.methods.get(method) ?? resource?.methods.get('ANY');
    if (!integration) return { handler: null, path, hops };
    if (integration.Type === 'AWS_PROXY') {
      const fn = /:function:([^/]+)\/invocations$/.exec(String(integration.Uri))?.[1];
      return { handler: (fn && this.handlers.get(fn)) ?? null, path, hops };
    }
    if (integration.Type === 'HTTP_PROXY' && hops.length < 3) {
      const prefix = `https://${REST_API_ID}.execute-api.`;
      const uri = String(integration.Uri);
      if (!uri.startsWith(prefix)) throw new Error(`an HTTP proxy to another host: ${uri}`);
      const target = new URL(uri.replace(/\{proxy\}$/, '__PROXY__')).pathname;
      const stage = `/${this.stageName}`;
      if (!target.startsWith(`${stage}/`)) throw new Error(`an HTTP proxy to another stage: ${uri}`);
      const proxied = path.split('/').filter(Boolean);
      // The greedy part of the request path is what {proxy+} captured.
      const depth = this.depthOf(resource!) - 1;
      const rest = proxied.slice(depth).join('/');
      const next = target.slice(stage.length).replace('__PROXY__', rest);
      return this.route(method, next, [...hops, next]);
    }
    throw new Error(`an integration the router does not model: ${String(integration.Type)}`);
  }

  private depthOf(resource: GatewayResource): number {
    let depth = 0;
    for (let at: GatewayResource | undefined = resource; at && at.parent; at = this.resources.get(at.parent))
      depth += 1;
    return depth;
  }
}
